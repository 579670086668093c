import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';

export type LegalSection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] };

export type LegalDocumentProps = {
  title: string;
  subtitle: string;
  /** The version in force, e.g. 2026年11月24日. */
  effectiveDate: string;
  sections: readonly LegalSection[];
};

/** 隐私政策 and 用户协议: a titled text with numbered sections, readable at 375 px and in 关怀模式. */
export function LegalDocument({ title, subtitle, effectiveDate, sections }: LegalDocumentProps) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={[{ label: '首页', to: paths.home }, { label: title }]} />
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          生效日期：{effectiveDate}
        </Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ '& + &': { mt: 3 } }}>
            <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ '& + &': { mt: 1 } }}>
                {paragraph}
              </Typography>
            ))}
            {section.items ? (
              <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, '& > li + li': { mt: 0.5 } }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item}>
                    {item}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </Box>
        ))}
      </Paper>
    </PageContainer>
  );
}
