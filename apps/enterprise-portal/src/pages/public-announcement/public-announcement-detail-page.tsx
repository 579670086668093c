import { useState } from 'react';

import { useParams } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type AnnouncementDetail, isNotFound, useAnnouncement, useDownloadAnnouncementAttachment } from '@smes/api';

import { AsyncContent, FactList, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';

import { AttachmentList } from '../../features/policy/attachment-list';

import { MissingContent } from '../../shared/display/missing-content';
import { Paragraphs } from '../../features/policy/detail-parts';

import { LinkedList } from '../../features/policy/linked-list';

import { ANNOUNCEMENT_CATEGORY_LABELS } from '../../features/policy/policy-labels';
import { parseRouteId, paths } from '../../app/paths';


function AnnouncementMissing() {
  return <MissingContent title="公示公告不存在" backLabel="返回公示公告列表" backTo={paths.publicAnnouncement.list} />;
}

/** 公示公告详情: the text, the 公示名单, the objection deadline and the attachments. */
export default function PublicAnnouncementDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PageContainer>{id === null ? <AnnouncementMissing /> : <AnnouncementLoader id={id} />}</PageContainer>;
}

function AnnouncementLoader({ id }: { id: number }) {
  const announcement = useAnnouncement(id);
  if (isNotFound(announcement.error)) return <AnnouncementMissing />;
  return (
    <AsyncContent
      isPending={announcement.isPending}
      error={announcement.error}
      data={announcement.data}
      onRetry={() => void announcement.refetch()}
    >
      {(detail) => <AnnouncementView announcement={detail} />}
    </AsyncContent>
  );
}

/** Whether objections are still accepted: the deadline day counts in full, in China time. */
function objectionOpen(deadline: string, now: Date): boolean {
  return now.getTime() <= new Date(`${deadline}T23:59:59+08:00`).getTime();
}

function AnnouncementView({ announcement }: { announcement: AnnouncementDetail }) {
  const download = useDownloadAnnouncementAttachment();
  const [now] = useState(() => new Date());
  const entries = announcement.entries ?? [];
  const deadline = announcement.objectionDeadline;

  return (
    <>
      <PageHeader
        title={announcement.title}
        subtitle={`${announcement.issuer} · 发布于 ${announcement.publishDate}`}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找政策', to: paths.findpolicy },
          { label: '公示公告', to: paths.publicAnnouncement.list },
          { label: '公告详情' },
        ]}
      />
      {download.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {download.error.message}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <FactList
          facts={[
            ['类别', ANNOUNCEMENT_CATEGORY_LABELS[announcement.category]],
            ['发布部门', announcement.issuer],
            [
              '异议受理截止',
              deadline ? (
                <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{deadline}</span>
                  {objectionOpen(deadline, now) ? (
                    <StatusChip status="open" label="公示期内" />
                  ) : (
                    <StatusChip status="closed" label="公示期已结束" />
                  )}
                </Stack>
              ) : (
                '—'
              ),
            ],
            ['浏览量', String(announcement.viewCount)],
          ]}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <SectionCard title="公告正文">
            <Paragraphs paragraphs={announcement.content} />
          </SectionCard>
          {entries.length > 0 ? (
            <SectionCard title="公示名单">
              <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
                <Table size="small" aria-label="公示名单">
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: '4em' }}>序号</TableCell>
                      <TableCell>名称</TableCell>
                      <TableCell>说明</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {entries.map((entry, index) => (
                      <TableRow key={`${entry.name}-${index}`}>
                        <TableCell>{index + 1}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{entry.name}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{entry.detail}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </SectionCard>
          ) : null}
        </Stack>
        <Stack spacing={3}>
          <SectionCard title="附件">
            <AttachmentList
              attachments={announcement.attachments}
              pendingId={download.isPending ? (download.variables?.attachmentId ?? null) : null}
              onDownload={(attachmentId) => download.mutate({ id: announcement.id, attachmentId })}
              emptyText="本公告没有附件"
            />
          </SectionCard>
          <SectionCard title="相关申报通知">
            <LinkedList
              items={announcement.relatedNotice ? [announcement.relatedNotice] : []}
              pathOf={paths.declarationNotice.detail}
              emptyText="暂无相关申报通知"
            />
          </SectionCard>
        </Stack>
      </Box>
    </>
  );
}
