import { useState } from 'react';

/**
 * A small form's values and field errors; changing a field clears its error, so a corrected answer stops
 * being flagged at once. `handleChange('phone')` fits a TextField's onChange.
 */
export function useFormValues<TValues extends Record<string, string>>(initial: TValues) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const handleChange = (field: keyof TValues & string) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };
  return { values, setValues, errors, setErrors, handleChange };
}
