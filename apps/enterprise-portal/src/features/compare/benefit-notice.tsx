import { lazy, Suspense, useEffect, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLedger } from '@smes/api';
import { useSession } from '@smes/session';
import { ProgressBar } from '@smes/ui';
import { paths } from '../../app/paths';

export const LEDGER_PATH = paths.personalCenter.enterpriseInformation;
const MISSING_SHOWN = 3;
const loadMissingFieldLinks = () => import('./missing-field-links');
const MissingFieldLinks = lazy(loadMissingFieldLinks);

export type BenefitNoticeProps = {
  /** Whether the comparison came back with an estimate for at least one region. */
  hasEstimate: boolean;
};

/**
 * Explains 我的预估收益: visitors are asked to log in, enterprises without an estimate to complete their
 * ledger; with an estimate, how complete the ledger behind it is and which fields are missing.
 */
export function BenefitNotice({ hasEstimate }: BenefitNoticeProps) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const ledger = useLedger({ queryConfig: { enabled: isLoggedIn } });
  const progressId = useId();
  // The field labels load beside the ledger, for a signed-in enterprise only; a visitor never fetches them.
  useEffect(() => {
    if (isLoggedIn) void loadMissingFieldLinks();
  }, [isLoggedIn]);

  if (!isLoggedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button component={RouterLink} to={paths.loginThenReturn(here)} color="inherit" size="small">
            登录
          </Button>
        }
      >
        <AlertTitle>我的预估收益</AlertTitle>
        登录并完善企业档案后，可按您的企业情况测算在各地区可获得的扶持金额。
      </Alert>
    );
  }

  const completeness = ledger.data?.completeness;

  return (
    <Alert
      severity={hasEstimate ? 'success' : 'info'}
      role="status"
      action={
        <Button component={RouterLink} to={LEDGER_PATH} color="inherit" size="small">
          完善企业档案
        </Button>
      }
    >
      <AlertTitle>我的预估收益</AlertTitle>
      {hasEstimate
        ? '假设贵企业注册在该地区，按与匹配报告相同的方法测算（保守 ～ 乐观：同一事项的各级政策只计一次，互斥政策只计一项，择优支持只计入乐观值），仅供参考，以实际申报结果为准。'
        : '还没有可用于测算的企业档案。完善企业档案后，即可看到您在各地区的预估收益。'}
      {completeness && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" id={progressId}>
            企业档案完整度 {completeness.percent}%（已填 {completeness.filled}/{completeness.total} 项）
          </Typography>
          <ProgressBar
            value={completeness.percent}
            aria-labelledby={progressId}
            sx={{ my: 0.5, maxWidth: 320 }}
          />
          {completeness.missing.length > 0 && (
            <Suspense fallback={null}>
              <MissingFieldLinks missing={completeness.missing} shown={MISSING_SHOWN} ledgerPath={LEDGER_PATH} />
            </Suspense>
          )}
        </Box>
      )}
    </Alert>
  );
}
