import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInterpretationPicture } from '@smes/api';

import { AsyncContent } from '@smes/ui';

export type InterpretationPictureProps = {
  interpretationId: number;
  /** What the picture says, as text: the image's alternative, shown in its place if it cannot load. */
  alt: string;
};

/**
 * The picture of a 一图读懂, drawn by the host from the policy's own facts. Its alternative text says
 * everything the picture says, so a screen reader (or a failed load) loses nothing.
 */
export function InterpretationPicture({ interpretationId, alt }: InterpretationPictureProps) {
  const picture = useInterpretationPicture(interpretationId);
  return (
    <Box component="section" aria-labelledby="interpretation-picture" sx={{ mb: 3 }}>
      <Typography id="interpretation-picture" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        一图读懂
      </Typography>
      <AsyncContent isPending={picture.isPending} error={picture.error} data={picture.data} onRetry={() => void picture.refetch()}>
        {(url) => (
          <Box component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={url}
              alt={alt}
              sx={{ display: 'block', width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            />
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              图片根据政策原文整理，具体以政策原文和申报通知为准。
            </Typography>
          </Box>
        )}
      </AsyncContent>
    </Box>
  );
}
