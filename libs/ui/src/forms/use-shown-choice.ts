import { useState } from 'react';

/**
 * What a select shows: the user's choice at once, then whatever `value` the owner gives next. A list's filter lives in
 * the address, whose update is a transition; a select bound to `value` alone was set back to the old value until that
 * render committed, so a second arrow press stepped from the old value again. A new value from the owner
 * (back/forward, 清除筛选) replaces the choice. Used by SelectField and FramedSelect.
 */
export function useShownChoice(value: string): [shown: string, choose: (choice: string) => void] {
  const [chosen, setChosen] = useState(value);
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setChosen(value);
    return [value, setChosen];
  }
  return [chosen, setChosen];
}
