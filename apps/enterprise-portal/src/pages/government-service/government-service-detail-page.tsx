import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import { type GovServiceDetail, type GovServiceMaterial, isNotFound, useGovService } from '@smes/api';
import { AsyncContent, FactList, PageContainer, PageHeader, SectionCard, visuallyHidden } from '@smes/ui';
import { parseRouteId, paths, withQuery } from '../../app/paths';
import { GovServiceFavoriteButton } from '../../features/gov-service/gov-service-favorite-button';
import { GOV_TOPIC_LABELS, legalText, promisedText, visitsText } from '../../features/gov-service/gov-service-queries';
import { MissingContent } from '../../shared/display/missing-content';

/** 办事指南: everything needed to apply in one visit or none — conditions, materials with samples, steps, time, fee, where. */
export default function GovernmentServiceDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <MissingGuide /> : <GuideLoader id={id} />}</PageContainer>;
}

function MissingGuide() {
  return <MissingContent title="政务服务事项不存在" backLabel="返回政务服务" backTo={paths.governmentService.list} />;
}

function GuideLoader({ id }: { id: number }) {
  const guide = useGovService(id);
  if (isNotFound(guide.error)) return <MissingGuide />;
  return (
    <AsyncContent isPending={guide.isPending} error={guide.error} data={guide.data} onRetry={() => void guide.refetch()}>
      {(detail) => <GuideView guide={detail} />}
    </AsyncContent>
  );
}

function GuideView({ guide }: { guide: GovServiceDetail }) {
  const topic = GOV_TOPIC_LABELS[guide.topic];
  return (
    <>
      <PageHeader
        title={guide.name}
        subtitle={`${guide.regionName} · ${guide.department}`}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '政务服务', to: paths.governmentService.list },
          { label: topic, to: withQuery(paths.governmentService.list, { topic: guide.topic }) },
          { label: '办事指南' },
        ]}
        actions={
          <Stack direction="row" spacing={1} sx={{ displayPrint: 'none' }}>
            <GovServiceFavoriteButton serviceId={guide.id} favorite={guide.favorite} />
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
              打印指南
            </Button>
          </Stack>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="基本信息">
            <FactList
              facts={[
                ['实施部门', guide.department],
                ['事项类型', guide.kind],
                ['办理对象', guide.target],
                ['承诺时限', promisedText(guide)],
                ['法定时限', legalText(guide)],
                ['到现场次数', visitsText(guide)],
                ['收费', guide.fee],
              ]}
            />
          </SectionCard>
          <SectionCard title="受理条件">
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {guide.conditions.map((condition) => (
                <Typography key={condition} component="li" sx={{ mb: 1, lineHeight: 1.8 }}>
                  {condition}
                </Typography>
              ))}
            </Box>
          </SectionCard>
          <SectionCard title={`申请材料（${guide.materials.length} 项）`}>
            <Stack spacing={2}>
              {guide.materials.map((material, index) => (
                <MaterialItem key={material.name} material={material} index={index + 1} />
              ))}
            </Stack>
          </SectionCard>
          <SectionCard title="办理流程">
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {guide.steps.map((step) => (
                <Box component="li" key={step.name} sx={{ mb: 1.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {step.name}
                    {step.days !== null && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {`（${step.days} 个工作日）`}
                      </Typography>
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.8 }}>
                    {step.detail}
                  </Typography>
                </Box>
              ))}
            </Box>
          </SectionCard>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {guide.onlineUrl && (
            <SectionCard title="在线办理">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {guide.fullyOnline ? '本事项可全程网上办理，无需到现场。' : '可在网上申报，按流程需到现场的环节见上。'}
              </Typography>
              <Button component="a" href={guide.onlineUrl} target="_blank" rel="noopener noreferrer" variant="contained" endIcon={<OpenInNew />}>
                前往{guide.onlineName ?? '办理系统'}
                <Box component="span" sx={visuallyHidden}>
                  （在新窗口打开）
                </Box>
              </Button>
            </SectionCard>
          )}
          <SectionCard title="办理地点">
            <Stack spacing={2}>
              {guide.places.map((place) => (
                <Box key={place.name}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{place.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    地址：{place.address}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    时间：{place.hours}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    咨询电话：<Link href={`tel:${place.phone}`}>{place.phone}</Link>
                  </Typography>
                </Box>
              ))}
            </Stack>
          </SectionCard>
          <SectionCard title="设定依据">
            <List dense disablePadding>
              {guide.basis.map((basis) => (
                <ListItem key={basis} disableGutters>
                  <Typography variant="body2">{basis}</Typography>
                </ListItem>
              ))}
            </List>
          </SectionCard>
          <SectionCard title="相关事项">
            {guide.related.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                暂无相关事项
              </Typography>
            ) : (
              <List dense disablePadding>
                {guide.related.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <Link component={RouterLink} to={paths.governmentService.detail(item.id)} underline="hover">
                      {item.title}
                    </Link>
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}

/** One material: what, in which form, how many, from where; a 填写示例 opens on demand (printed open). */
function MaterialItem({ material, index }: { material: GovServiceMaterial; index: number }) {
  const sampleId = useId();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {index}. {material.name}
        </Typography>
        <Chip size="small" color={material.required ? 'primary' : 'default'} variant="outlined" label={material.required ? '必交' : '视情形提交'} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {material.form} · {material.copies} 份 · 来源：{material.source}
      </Typography>
      {material.note && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          说明：{material.note}
        </Typography>
      )}
      {material.sample && (
        <Accordion disableGutters variant="outlined" sx={{ mt: 1, '@media print': { '& .MuiCollapse-root': { height: 'auto', visibility: 'visible' } } }}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={sampleId}>
            <Typography variant="body2">查看填写示例</Typography>
          </AccordionSummary>
          <AccordionDetails id={sampleId}>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {material.sample.map((line) => (
                <Typography key={line} component="li" variant="body2" sx={{ lineHeight: 1.8, wordBreak: 'break-word' }}>
                  {line}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      )}
    </Box>
  );
}
