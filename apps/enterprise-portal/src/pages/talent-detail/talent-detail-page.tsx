import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isNotFound, useMyTalentContracts, useTalent, type TalentDetail } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, FactList, formatChinaDate, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { parseRouteId, paths, withQuery } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';
import { AVAILABILITY_LABELS, CONTRACT_STATUS_LABELS, EDUCATION_LABELS, payRangeText } from '../../features/talent/talent-labels';

// Closed at load: fetched when the pointer or focus reaches its button, mounted on the first tap (ADR 72).
const loadContractDialog = () => import('../../features/talent/contract-dialog');
const ContractDialog = lazy(() => loadContractDialog().then((module) => ({ default: module.ContractDialog })));

/** 人才详情: the public profile (never the person's contact), work history, and 发出签约意向 (the contractModal). */
export default function TalentDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingTalent /> : <TalentLoader id={id} />}</PageContainer>;
}

function MissingTalent() {
  return <MissingContent title="人才不存在" backLabel="返回找人才" backTo={paths.talent.list} />;
}

function TalentLoader({ id }: { id: number }) {
  const talent = useTalent(id);
  if (isNotFound(talent.error)) return <MissingTalent />;
  return (
    <AsyncContent isPending={talent.isPending} error={talent.error} data={talent.data} onRetry={() => void talent.refetch()}>
      {(detail) => <TalentView talent={detail} />}
    </AsyncContent>
  );
}

function ItemList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function TalentView({ talent }: { talent: TalentDetail }) {
  return (
    <>
      <PageHeader
        title={`${talent.displayName} · ${talent.title}`}
        subtitle={`${talent.regionName} · ${talent.yearsOfExperience} 年经验 · 更新于 ${talent.updatedDate} · 收到 ${talent.contractCount} 份签约意向`}
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找人才', to: paths.talent.list }, { label: '人才详情' }]}
        actions={<ContractButton talent={talent} />}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {talent.skills.map((skill) => (
          <Chip key={skill} size="small" label={skill} component={RouterLink} to={withQuery(paths.talent.list, { skill })} clickable />
        ))}
      </Stack>
      <Stack spacing={3}>
        <OpenRequest talentId={talent.id} />
        <SectionCard title="基本信息">
          <FactList
            facts={[
              ['职称/资格', talent.title],
              ['从业经验', `${talent.yearsOfExperience} 年`],
              ['学历', EDUCATION_LABELS[talent.education]],
              ['所在地区', talent.regionName],
              ['期望报酬', payRangeText(talent)],
              ['到岗方式', AVAILABILITY_LABELS[talent.availability]],
              ['联系方式', '不公开：对方接受签约意向后，仅向发起企业显示'],
            ]}
          />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {talent.intro}
          </Typography>
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, alignItems: 'start' }}>
          <SectionCard title="可为企业做">
            <ItemList items={talent.serviceScope} />
          </SectionCard>
          <SectionCard title="职业资格与证书">
            <ItemList items={talent.certificates} />
          </SectionCard>
        </Box>
        <SectionCard title="工作经历">
          <Stack spacing={2} component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {talent.workHistory.map((work) => (
              <Box component="li" key={`${work.period}-${work.role}`}>
                <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
                  {`${work.period} · ${work.role}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {work.organization}
                </Typography>
                <Typography variant="body2">{work.description}</Typography>
              </Box>
            ))}
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}

/** A signed-in enterprise's unanswered request to this person, so nobody sends a second one by mistake. */
function OpenRequest({ talentId }: { talentId: number }) {
  const { isLoggedIn, userInfo } = useSession();
  const mine = useMyTalentContracts({ query: { talentId, pageSize: 1 }, queryConfig: { enabled: isLoggedIn && userInfo?.userType !== 'org' } });
  const latest = mine.data?.rows[0];
  if (!latest || (latest.status !== 'sent' && latest.status !== 'viewed')) return null;
  return (
    <Alert severity="info">
      {`您已于 ${formatChinaDate(latest.createdAt)} 向对方发出签约意向（${CONTRACT_STATUS_LABELS[latest.status]}），对方答复前不能重复发送。`}
      <Link component={RouterLink} to={paths.personalCenter.myContract} sx={{ ml: 0.5 }}>
        查看我的签约意向
      </Link>
    </Alert>
  );
}

/** 发出签约意向 for a signed-in account; a visitor logs in first and comes back to this profile. */
function ContractButton({ talent }: { talent: TalentDetail }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!isLoggedIn) {
    return (
      <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="contained">
        登录后发出签约意向
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" onPointerEnter={() => void loadContractDialog()} onFocus={() => void loadContractDialog()} onClick={() => setOpen(true)}>
        发出签约意向
      </Button>
      {open ? <Suspense fallback={null}><ContractDialog talent={talent} onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
