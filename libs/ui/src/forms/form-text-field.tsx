import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, Ref } from 'react';
import { InputField, type InputFieldProps } from './input-field';
import { validateValue } from './validate';
import type { FieldRules } from './validate';

export type FormTextFieldProps = Omit<InputFieldProps, 'label' | 'error' | 'inputRef'> & {
  /** Shown as the field label and used inside the validation messages. */
  label: string;
  rules?: FieldRules;
  /** A message from outside, e.g. from validateFields on submit or from the server; shown when the field's own rules pass. */
  errorMessage?: string | null;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A text field that checks its own `rules`: on blur, when its form is submitted, and on every
 * change once it has shown a message. The message appears as helper text and sets aria-invalid.
 * Pages still decide whether to submit, typically with validateFields on the same rules.
 * Drawn from TextField's parts (InputField), at TextField's default size; a one-option picker is `SelectField`.
 */
export function FormTextField({
  label,
  rules,
  errorMessage,
  helperText,
  onBlur,
  onChange,
  inputRef,
  htmlInput,
  size = 'medium',
  ...rest
}: FormTextFieldProps) {
  const elementRef = useRef<FieldElement | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const latest = useRef({ rules, label });

  useEffect(() => {
    latest.current = { rules, label };
  }, [rules, label]);

  const check = useCallback((value: string) => {
    const { rules: currentRules, label: currentLabel } = latest.current;
    setChecked(true);
    setMessage(currentRules ? validateValue(value, currentRules, currentLabel) : null);
  }, []);

  // The form is found through the DOM so pages need no form library or context to get submit-time checks.
  useEffect(() => {
    const form = elementRef.current?.form;
    if (!form) return;
    const handleSubmit = () => check(elementRef.current?.value ?? '');
    form.addEventListener('submit', handleSubmit);
    return () => form.removeEventListener('submit', handleSubmit);
  }, [check]);

  const handleRef = useCallback(
    (element: FieldElement | null) => {
      elementRef.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  const handleBlur = (event: FocusEvent<FieldElement>) => {
    check(event.target.value);
    onBlur?.(event);
  };

  const handleChange: InputFieldProps['onChange'] = (event) => {
    if (checked) check(event.target.value);
    onChange?.(event);
  };

  // An empty message is no message: useFormValues clears a corrected field's error to ''.
  const shown = message || errorMessage || null;

  return (
    <InputField
      {...rest}
      size={size}
      label={label}
      required={rules?.required ?? rest.required}
      error={shown !== null}
      helperText={shown ?? helperText}
      inputRef={handleRef}
      onBlur={handleBlur}
      onChange={handleChange}
      htmlInput={{
        ...htmlInput,
        // The rules, not the browser's own (English) bubble, report a missing value.
        required: false,
        'aria-required': rules?.required || rest.required || undefined,
      }}
    />
  );
}
