import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DECLARATION_KIND_LABELS, POLICY_LEVEL_LABELS, blockNumbers, chinaMinute, composeContent } from '@smes/policy-desk';
import type { PolicyDeclaration, PolicyDocument } from '@smes/policy-desk';
import { FactList, formatFileSize, formatWan } from '@smes/ui';
import { FileDownloadButton } from './file-download-button';
import { useDeskNames } from './use-desk-names';

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * A version of a policy as it reads (or will read) in the portal: its facts, its numbered text, its attachments
 * and the declaration published with it. The reviewer decides on exactly this.
 */
export function DocumentView({ document, policyId }: { document: PolicyDocument; policyId: number | null }) {
  const names = useDeskNames();
  const content = composeContent(document.articles);
  return (
    <Stack spacing={2}>
      <FactList
        facts={[
          ['政策标题', orDash(document.title)],
          ['文号', orDash(document.docNo)],
          ['发文机构', orDash(document.issuer)],
          ['发文层级', POLICY_LEVEL_LABELS[document.level]],
          ['发文地区', names.region(document.level === 'national' ? null : document.regionCode)],
          ['政策类别', orDash(document.category)],
          ['支持行业', document.industries.length > 0 ? document.industries.map(names.industry).join('、') : '不限'],
          ['成文日期', orDash(document.writtenDate)],
          ['发布日期', document.publishDate ?? '审核通过当日'],
          ['实施日期', orDash(document.effectiveDate)],
          ['最高扶持', document.supportAmount === null ? '非资金类' : formatWan(document.supportAmount)],
        ]}
      />
      <Heading>正文</Heading>
      {content.length === 0 ? (
        <Typography color="text.secondary">尚未填写正文。</Typography>
      ) : (
        <Box sx={{ '& p': { my: 1, lineHeight: 1.9 } }}>
          {content.map((paragraph, index) => (
            <Typography key={document.articles[index]?.id ?? index} component="p" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
              {paragraph || '（空）'}
            </Typography>
          ))}
        </Box>
      )}
      <Heading>附件</Heading>
      {document.attachments.length === 0 ? (
        <Typography color="text.secondary">无附件。</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {document.attachments.map((file) => (
            <Stack component="li" key={`${file.source}-${file.id}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ wordBreak: 'break-all' }}>
                {file.name} · {formatFileSize(file.size)}
              </Typography>
              <FileDownloadButton file={file} policyId={policyId} />
            </Stack>
          ))}
        </Stack>
      )}
      <Heading>随政策发布的申报</Heading>
      {document.declaration ? <DeclarationView declaration={document.declaration} document={document} /> : <Typography color="text.secondary">不随政策发布申报。</Typography>}
    </Stack>
  );
}

function DeclarationView({ declaration, document }: { declaration: PolicyDeclaration; document: PolicyDocument }) {
  const numbers = blockNumbers(document.articles);
  const window = declaration.startTime && declaration.endTime ? `${chinaMinute(declaration.startTime)} 至 ${chinaMinute(declaration.endTime)}（北京时间）` : '未填写';
  return (
    <Stack spacing={1.5}>
      <FactList
        facts={[
          ['申报方式', DECLARATION_KIND_LABELS[declaration.kind]],
          ['通知标题', orDash(declaration.title)],
          ...(declaration.kind === 'project' ? ([['项目名称', orDash(declaration.projectName)]] as [string, string][]) : []),
          ['申报时间', window],
          ['扶持力度', declaration.support.length > 0 ? declaration.support.join('；') : '—'],
          ['关键词', declaration.keywords.filter(Boolean).join('、') || '—'],
          ['受理部门', orDash(declaration.service.department)],
          ['联系人', orDash(declaration.service.contact)],
          ['咨询电话', orDash(declaration.service.phone)],
          ['受理地点', orDash(declaration.service.address)],
          ['办理时间', orDash(declaration.service.hours)],
        ]}
      />
      {declaration.summary ? <Typography sx={{ whiteSpace: 'pre-line' }}>{declaration.summary}</Typography> : null}
      <Typography variant="subtitle2">申报条件</Typography>
      {declaration.conditions.length === 0 ? (
        <Typography color="text.secondary">未列申报条件。</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {declaration.conditions.map((condition) => (
            <li key={condition.id}>
              <Typography variant="body2">
                {condition.title}（{condition.kind === 'hard' ? '硬性' : '软性'}）：{condition.detail}
                {condition.articleId ? `——依据${numbers.get(condition.articleId)?.label ?? '已删除的条款'}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2">申报材料</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {declaration.materials.map((material) => (
          <li key={material.id}>
            <Typography variant="body2">
              {material.name}
              {material.required ? '' : '（如有）'}
              {material.description ? `：${material.description}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="subtitle2">申报程序</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {declaration.procedure.map((step, index) => (
          <li key={index}>
            <Typography variant="body2">{step}</Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
