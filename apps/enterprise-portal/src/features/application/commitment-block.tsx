import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useCommitmentText, useDownloadCommitmentTemplate } from '@smes/api';
import { CheckField } from '@smes/ui';

export type CommitmentBlockProps = {
  projectId: number;
  /** Whether the commitment is made (the material has its signed PDF). */
  signed: boolean;
  editable: boolean;
  /** Ticks or unticks; settles when the server answered (rejects with its message). */
  onChange: (agree: boolean) => Promise<unknown>;
};

/**
 * 信用承诺: the commitment's whole text where it is made, a checkbox that makes it (the signed PDF becomes the
 * material's file) and the template to sign by hand instead.
 */
export function CommitmentBlock({ projectId, signed, editable, onChange }: CommitmentBlockProps) {
  const text = useCommitmentText(projectId);
  const template = useDownloadCommitmentTemplate();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handleChange = async (agree: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await onChange(agree);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Box id={textId} sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        {text.data ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {text.data.title}
            </Typography>
            {text.data.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="body2">
                {paragraph}
              </Typography>
            ))}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {text.error ? `承诺书全文未能读取：${text.error.message}` : '正在读取承诺书全文…'}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <CheckField
          checked={signed}
          disabled={!editable || busy || !text.data}
          onChange={(agree) => void handleChange(agree)}
          inputProps={{ 'aria-describedby': textId }}
          label="本单位已阅读并作出以上承诺"
        />
        <Button size="small" startIcon={<DownloadIcon />} loading={template.isPending} onClick={() => template.mutate(projectId)}>
          下载承诺书模板
        </Button>
      </Box>
      {problem || template.error ? (
        <Typography variant="body2" color="error" role="alert">
          {problem ?? `模板下载失败：${template.error?.message ?? ''}`}
        </Typography>
      ) : null}
    </Box>
  );
}
