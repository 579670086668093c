import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { isMaterialDone, type ApplicationMaterial, type EditableMaterialState } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { EDITABLE_MATERIAL_STATES, MATERIAL_STATE_LABELS } from './application-display';

const STATE_TONES: Record<ApplicationMaterial['state'], string> = {
  preparing: 'pending',
  ready: 'success',
  submitted: 'approved',
  not_applicable: 'cancelled',
};

export type MaterialChecklistProps = {
  materials: readonly ApplicationMaterial[];
  /** What each material is (from the project), by material id. */
  descriptions?: Readonly<Record<string, string>>;
  /** Off once the application is submitted: states are then shown, not chosen. */
  editable: boolean;
  onChange: (materialId: string, state: EditableMaterialState) => void;
};

/** 申报材料 one by one: 准备中 / 已就绪 / 不适用 (not for required ones) until submission. */
export function MaterialChecklist({ materials, descriptions = {}, editable, onChange }: MaterialChecklistProps) {
  const required = materials.filter((material) => material.required);
  const requiredDone = required.filter(isMaterialDone).length;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        必需材料 {requiredDone}/{required.length} 项已就绪
        {editable ? '；逐项标记准备情况，全部必需材料就绪后即可提交。' : '。'}
      </Typography>
      <Box component="ul" aria-label="材料清单" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {materials.map((material) => (
          <Box component="li" key={material.materialId} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{material.name}</Typography>
                  <Chip size="small" variant="outlined" color={material.required ? 'primary' : 'default'} label={material.required ? '必需' : '选报'} />
                  {editable && material.state === 'submitted' ? (
                    <StatusChip status={STATE_TONES.submitted} label="上次已提交" />
                  ) : null}
                </Stack>
                {descriptions[material.materialId] ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {descriptions[material.materialId]}
                  </Typography>
                ) : null}
              </Box>
              {editable ? (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={material.state}
                  aria-label={`${material.name}的准备状态`}
                  onChange={(_event, state: EditableMaterialState | null) => {
                    if (state !== null && state !== material.state) onChange(material.materialId, state);
                  }}
                  sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  {EDITABLE_MATERIAL_STATES.map((state) => (
                    <ToggleButton key={state} value={state} disabled={state === 'not_applicable' && material.required} sx={{ px: 1.5 }}>
                      {MATERIAL_STATE_LABELS[state]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              ) : (
                <Box sx={{ flexShrink: 0 }}>
                  <StatusChip status={STATE_TONES[material.state]} label={MATERIAL_STATE_LABELS[material.state]} />
                </Box>
              )}
            </Stack>
          </Box>
        ))}
      </Box>
    </>
  );
}
