import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ApplicationMaterial } from '@smes/api';
import { StatusChip, formatChinaDateTime, formatFileSize, ConfirmDialog } from '@smes/ui';
import { MATERIAL_STATE_LABELS } from './application-display';
import { CommitmentBlock } from './commitment-block';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, attachmentProblem } from '@smes/hand-over';

const STATE_TONES: Record<ApplicationMaterial['state'], string> = {
  preparing: 'pending',
  ready: 'success',
  submitted: 'approved',
  not_applicable: 'cancelled',
};

/** What the page does for a material; each settles when the server has answered (and rejects with its message). */
export type MaterialActions = {
  upload: (materialId: string, file: File) => Promise<unknown>;
  remove: (materialId: string) => Promise<unknown>;
  download: (materialId: string) => void;
  /** Absent before the first save: only an upload creates the draft. */
  markNotApplicable?: (materialId: string, notApplicable: boolean) => Promise<unknown>;
  /** 在线填写 of a material filled online (项目申报书). */
  openForm: (materialId: string) => void;
  /** 信用承诺 of the project: ticking makes the signed commitment the material's file. */
  commitment: { projectId: number; sign: (materialId: string, agree: boolean) => Promise<unknown> };
};

export type MaterialChecklistProps = {
  materials: readonly ApplicationMaterial[];
  /** What each material is (from the project), by material id. */
  descriptions?: Readonly<Record<string, string>>;
  /** Off once the application is submitted: files are then listed, not changed. */
  editable: boolean;
  actions: MaterialActions;
};

/** 申报材料 one by one: each is 已就绪 once its file is uploaded; until submission a file can be replaced or deleted. */
export function MaterialChecklist({ materials, descriptions = {}, editable, actions }: MaterialChecklistProps) {
  const required = materials.filter((material) => material.required);
  const uploaded = required.filter((material) => material.file !== null).length;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        必需材料已上传 {uploaded}/{required.length} 项
        {editable ? `；每项上传一个文件，全部必需材料上传后即可提交。${ATTACHMENT_HINT}。` : '。'}
      </Typography>
      <Box component="ul" aria-label="材料清单" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {materials.map((material) => (
          <MaterialRow
            key={material.materialId}
            material={material}
            others={materials.filter((other) => other.materialId !== material.materialId)}
            description={descriptions[material.materialId]}
            editable={editable}
            actions={actions}
          />
        ))}
      </Box>
    </>
  );
}

type MaterialRowProps = {
  material: ApplicationMaterial;
  /** The application's other materials: a file already given for one of them is asked about before it is reused. */
  others: readonly ApplicationMaterial[];
  description: string | undefined;
  editable: boolean;
  actions: MaterialActions;
};

/** The other materials that already carry this file (same name and size: what the server keeps of a file). */
function sameFileElsewhere(file: File, others: readonly ApplicationMaterial[]): ApplicationMaterial[] {
  return others.filter((other) => other.file !== null && other.file.name === file.name && other.file.size === file.size);
}

function MaterialRow({ material, others, description, editable, actions }: MaterialRowProps) {
  const nameId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | 'state' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reuse, setReuse] = useState<{ file: File; uses: ApplicationMaterial[] } | null>(null);
  const { file } = material;

  const run = async (kind: 'upload' | 'remove' | 'state', action: () => Promise<unknown>, failure: string) => {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(`${failure}：${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const handleFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (!chosen) return;
    const refusal = attachmentProblem(chosen);
    if (refusal) {
      setProblem(`「${chosen.name}」未上传：${refusal}`);
      return;
    }
    // One file for several materials is usually a wrong pick: say where it is already, and upload only if meant.
    const uses = sameFileElsewhere(chosen, others);
    if (uses.length > 0) {
      setReuse({ file: chosen, uses });
      return;
    }
    void run('upload', () => actions.upload(material.materialId, chosen), `「${chosen.name}」上传失败`);
  };

  const handleReuse = () => {
    const chosen = reuse?.file;
    setReuse(null);
    if (chosen) void run('upload', () => actions.upload(material.materialId, chosen), `「${chosen.name}」上传失败`);
  };

  const online = material.mode === 'onlineForm';
  const uploadLabel = online ? (file ? '替换为签字盖章件' : '上传签字盖章件') : file ? '替换文件' : '上传文件';

  return (
    <Box component="li" aria-labelledby={nameId} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={nameId} sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {material.name}
            </Typography>
            <Chip size="small" variant="outlined" color={material.required ? 'primary' : 'default'} label={material.required ? '必需' : '选报'} />
            <StatusChip status={STATE_TONES[material.state]} label={MATERIAL_STATE_LABELS[material.state]} />
          </Stack>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
          {material.mode === 'commitment' ? (
            <CommitmentBlock
              projectId={actions.commitment.projectId}
              signed={file !== null}
              editable={editable}
              onChange={(agree) => actions.commitment.sign(material.materialId, agree)}
            />
          ) : null}
          {file ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <DescriptionOutlinedIcon fontSize="small" color="action" aria-hidden />
              <Button
                size="small"
                variant="text"
                onClick={() => actions.download(material.materialId)}
                aria-label={`下载 ${file.name}`}
                sx={{ textTransform: 'none', wordBreak: 'break-all', textAlign: 'left', minWidth: 0, p: 0 }}
              >
                {file.name}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {formatFileSize(file.size)} · 上传于 {formatChinaDateTime(file.uploadedAt)}
              </Typography>
            </Stack>
          ) : !editable && material.state !== 'not_applicable' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              未上传文件
            </Typography>
          ) : null}
        </Box>
        {editable ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            <input
              ref={inputRef}
              type="file"
              hidden
              accept={ATTACHMENT_ACCEPT}
              aria-label={`选择「${material.name}」的文件`}
              onChange={handleFileChosen}
            />
            {online ? (
              <Button
                size="small"
                variant={file ? 'outlined' : 'contained'}
                startIcon={<EditNoteIcon />}
                disabled={busy !== null}
                aria-label={`在线填写（${material.name}）`}
                onClick={() => actions.openForm(material.materialId)}
              >
                在线填写
              </Button>
            ) : null}
            {material.state !== 'not_applicable' ? (
              <Button
                size="small"
                variant={file || online || material.mode === 'commitment' ? 'outlined' : 'contained'}
                startIcon={<UploadFileIcon />}
                loading={busy === 'upload'}
                disabled={busy !== null && busy !== 'upload'}
                aria-label={`${uploadLabel}（${material.name}）`}
                onClick={() => inputRef.current?.click()}
              >
                {uploadLabel}
              </Button>
            ) : null}
            {file ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlinedIcon />}
                loading={busy === 'remove'}
                disabled={busy !== null && busy !== 'remove'}
                aria-label={`删除文件（${material.name}）`}
                onClick={() => void run('remove', () => actions.remove(material.materialId), '删除失败')}
              >
                删除
              </Button>
            ) : null}
            {actions.markNotApplicable && !material.required && !file ? (
              <Button
                size="small"
                loading={busy === 'state'}
                disabled={busy !== null && busy !== 'state'}
                aria-label={`${material.state === 'not_applicable' ? '取消不适用' : '标记不适用'}（${material.name}）`}
                onClick={() =>
                  void run('state', () => actions.markNotApplicable?.(material.materialId, material.state !== 'not_applicable') ?? Promise.resolve(), '未保存')
                }
              >
                {material.state === 'not_applicable' ? '取消不适用' : '标记不适用'}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={reuse !== null}
        title="同一文件用于多项材料？"
        description={reuse ? `「${reuse.file.name}」已作为「${reuse.uses.map((use) => use.name).join('」「')}」的文件上传。每项材料通常需要各自的文件，请确认它也满足「${material.name}」的要求。` : undefined}
        confirmLabel="仍用此文件"
        cancelLabel="重新选择"
        onConfirm={handleReuse}
        onClose={() => setReuse(null)}
      />
    </Box>
  );
}
