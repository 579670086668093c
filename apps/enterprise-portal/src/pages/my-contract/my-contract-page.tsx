import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyTalentContracts, useWithdrawTalentContract, type TalentContract, type TalentContractMineQuery } from '@smes/api';
import { EmptyState, StatusChip, formatChinaDateTime, formatNumber, useToast } from '@smes/ui';
import { paths } from '../../app/paths';
import { CONTRACT_STATUSES, CONTRACT_STATUS_LABELS, CONTRACT_STATUS_TONES } from '../../features/talent/talent-labels';
import { parseMyContractQuery } from '../../features/talent/talent-queries';
import { StatusList } from '../../shared/list/status-list';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

const DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 我的签约意向: the enterprise's requests to talent by status, newest first, with each answer and an accepted one's contact. */
export default function MyContractPage() {
  return (
    <PersonalCenterFrame title="我的签约意向" subtitle="在找人才发出的签约意向：对方查看、接受或婉拒的答复，接受后可见其联系方式">
      <ContractList />
    </PersonalCenterFrame>
  );
}

const useContracts = (query: TalentContractMineQuery) => useMyTalentContracts({ query });

function ContractList() {
  return (
    <StatusList
      parse={parseMyContractQuery}
      defaults={DEFAULTS}
      statusKey="status"
      useRows={useContracts}
      tabs={{ label: '意向状态', options: CONTRACT_STATUSES, labels: CONTRACT_STATUS_LABELS }}
      label="签约意向列表"
      count={(total) => `共 ${total} 份签约意向`}
      empty={(status) => (
        <EmptyState
          title={status ? `没有${CONTRACT_STATUS_LABELS[status]}的签约意向` : '还没有发出签约意向'}
          description="在找人才里按技能和经验找到合适的人，在其详情页发出签约意向。"
          action={
            <Button component={RouterLink} to={paths.talent.list} variant="contained">
              去找人才
            </Button>
          }
        />
      )}
    >
      {(rows) => rows.map((contract) => <ContractRow key={contract.id} contract={contract} />)}
    </StatusList>
  );
}

function ContractRow({ contract }: { contract: TalentContract }) {
  const toast = useToast();
  const withdraw = useWithdrawTalentContract();
  const headingId = `contract-${contract.id}-title`;
  const open = contract.status === 'sent' || contract.status === 'viewed';
  const handleWithdraw = async () => {
    try {
      await withdraw.mutateAsync(contract.id);
      toast.success('已撤回签约意向');
    } catch {
      // The client has already said why (answered in the meantime, …); the list refreshes either way.
    }
  };
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={CONTRACT_STATUS_TONES[contract.status]} label={CONTRACT_STATUS_LABELS[contract.status]} />
            <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              <Link component={RouterLink} to={paths.talent.detail(contract.talentId)} underline="hover">
                {`${contract.talentName} · ${contract.talentTitle}`}
              </Link>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`${contract.role} · ${formatNumber(contract.amount)} 元 · ${contract.startDate} 至 ${contract.endDate} · 发出于 ${formatChinaDateTime(contract.createdAt)}`}
          </Typography>
          {open && contract.nextUpdateAt ? (
            <Typography variant="body2" color="text.secondary">{`对方预计 ${formatChinaDateTime(contract.nextUpdateAt)} 前${contract.status === 'sent' ? '查看' : '答复'}`}</Typography>
          ) : null}
        </Box>
        {open ? (
          <Button variant="outlined" size="small" onClick={() => void handleWithdraw()} loading={withdraw.isPending} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}>
            撤回
          </Button>
        ) : null}
      </Stack>
      {contract.reply ? (
        <Alert severity={contract.status === 'accepted' ? 'success' : 'info'} sx={{ mt: 1.5 }}>
          <Typography variant="body2" component="p">{`对方答复：${contract.reply}`}</Typography>
          {contract.contact ? (
            <Typography variant="body2" component="p" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
              {`联系方式：${contract.contact.name} · 电话 ${contract.contact.phone} · 邮箱 ${contract.contact.email}`}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
    </Paper>
  );
}
