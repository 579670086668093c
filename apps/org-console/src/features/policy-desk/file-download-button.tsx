import Button from '@mui/material/Button';
import { useDownloadPolicyDeskFile } from '@smes/api';
import type { PolicyDeskFile } from '@smes/policy-desk';
import { useToast } from '@smes/ui';

/** 下载: the operator opens every file it decides on, whether uploaded to the desk or already public. */
export function FileDownloadButton({ file, policyId }: { file: PolicyDeskFile; policyId: number | null }) {
  const download = useDownloadPolicyDeskFile();
  const toast = useToast();
  return (
    <Button
      size="small"
      aria-label={`下载附件${file.name}`}
      loading={download.isPending}
      onClick={() => download.mutate({ file, policyId }, { onError: (error) => toast.error(`下载失败：${error.message}`) })}
    >
      下载
    </Button>
  );
}
