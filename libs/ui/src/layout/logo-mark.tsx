import Box from '@mui/material/Box';
import { LOGO_GLYPH } from '@smes/config';

export type LogoMarkProps = {
  /** The character drawn inside the mark. */
  glyph?: string;
  /** Edge length in theme spacing units. */
  size?: number;
};

/** The product's logo: a glyph on a warm rounded tile, drawn with CSS so there is no image to load. */
export function LogoMark({ glyph = LOGO_GLYPH, size = 5 }: LogoMarkProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: theme.spacing(size),
        height: theme.spacing(size),
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 1.5,
        background: `linear-gradient(135deg, ${theme.palette.secondary.light} 0%, ${theme.palette.secondary.main} 100%)`,
        color: theme.palette.secondary.contrastText,
        boxShadow: `inset 0 0 0 2px ${theme.palette.common.white}`,
        fontWeight: 700,
        fontSize: theme.spacing(size * 0.55),
        lineHeight: 1,
        userSelect: 'none',
      })}
    >
      {glyph}
    </Box>
  );
}
