import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const ALL = 'all';

export type FilterTabsProps<TValue extends string> = {
  /** Accessible name of the tab list, e.g. 公告类别. */
  label: string;
  value: TValue | undefined;
  options: readonly TValue[];
  labels: Record<TValue, string>;
  /** `undefined` for 全部. */
  onChange: (value: TValue | undefined) => void;
  /** The parent Stack already spaces the tabs from what follows. */
  inStack?: boolean;
};

/** 全部 plus one tab per value: a single-choice filter that scrolls on narrow screens. */
export function FilterTabs<TValue extends string>({ label, value, options, labels, onChange, inStack = false }: FilterTabsProps<TValue>) {
  return (
    <Tabs
      value={value ?? ALL}
      onChange={(_event, next: TValue | typeof ALL) => onChange(next === ALL ? undefined : next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ ...(inStack ? {} : { mb: 2 }), borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value={ALL} label="全部" />
      {options.map((option) => (
        <Tab key={option} value={option} label={labels[option]} />
      ))}
    </Tabs>
  );
}
