import { useState } from 'react';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import { validateAll, validateField, type Errors, type Field } from './validation';

/** Values and errors of a phone / code / password form, with the spec's validate-on-blur rules (§5). */
export function useCredentialForm() {
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', code: '', pwd: '' });
  const [errors, setErrors] = useState<Errors>({});
  return {
    values,
    errors,
    setErrors,
    /** Props that wire a TextField to one field. */
    bind: (field: Field) => ({
      value: values[field],
      error: errors[field],
      onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
      onBlur: () => setErrors((e) => ({ ...e, [field]: validateField(field, values[field]) })),
    }),
    /** Checks `fields`, shows what is wrong, and returns the errors found. */
    check: (fields: readonly Field[]): Errors => {
      const found = validateAll(fields, values);
      setErrors(found);
      return found;
    },
    trimmed: (field: Field) => values[field].trim(),
    clearCode: () => setValues((v) => ({ ...v, code: '' })),
    flagPhone: (message: string) => setErrors((e) => ({ ...e, phone: message })),
  };
}

export type CredentialForm = ReturnType<typeof useCredentialForm>;

export function PhoneField({ form }: { form: CredentialForm }) {
  return (
    <TextField
      label="手机号"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={20}
      placeholder="请输入手机号"
      {...form.bind('phone')}
    />
  );
}

/** The SMS code with its send button: sending clears the field and a bad phone is flagged (spec §4, §5). */
export function CodeField({ form }: { form: CredentialForm }) {
  return (
    <TextField
      label="验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="请输入验证码"
      {...form.bind('code')}
      addon={
        <SendCodeButton phone={form.values.phone} onSent={form.clearCode} onInvalidPhone={form.flagPhone} />
      }
    />
  );
}
