import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { groupThousands } from './groupThousands.js';

const controlStyles = (theme: Theme) => css`
  display: block;
  width: 100%;
  padding: ${theme.space(2.5, 3)};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  line-height: 1.4;
  transition:
    border-color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};
  &::placeholder {
    color: ${theme.colors.textSubtle};
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textSubtle};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${({ theme }) => controlStyles(theme)}
`;

export const TextArea = styled.textarea`
  ${({ theme }) => controlStyles(theme)}
  resize: vertical;
  min-height: 96px;
`;

export const Select = styled.select`
  ${({ theme }) => controlStyles(theme)}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(9)};
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 52%,
    calc(100% - 13px) 52%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const FieldBox = styled.div`
  min-width: 0;
`;

interface FieldProps {
  label: string;
  hint?: string;
  optional?: boolean;
  /** A problem with the value, said under the field (the control is then aria-invalid). */
  error?: string | null;
  /** The most characters accepted: a counter shows it, and the value is never cut (too long is an error instead). */
  characterLimit?: number;
}

const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Counter = styled.p<{ over: boolean }>`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
  color: ${({ theme, over }) => (over ? theme.colors.dangerText : theme.colors.textSubtle)};
  font-weight: ${({ theme, over }) => (over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

/** "1,234 / 2,000 characters", or how much to remove when over the limit. */
export function characterCount(length: number, limit: number): string {
  const format = groupThousands;
  if (length <= limit) return `${format(length)} / ${format(limit)} characters`;
  return `${format(length)} / ${format(limit)} characters: remove ${format(length - limit)} to continue`;
}

/** Whether a value fits its field's character limit (callers disable their submit when not). */
export function withinLimit(value: string, limit: number): boolean {
  return value.length <= limit;
}

/**
 * A control's label above it and its hint, counter and error under it; `control` gets the id, the
 * descriptions and the invalid state.
 */
function LabelledField({
  id,
  label,
  optional,
  hint,
  error,
  characterLimit,
  value,
  control,
}: FieldProps & {
  id: string | undefined;
  value: unknown;
  control: (controlProps: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }) => ReactNode;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const length = typeof value === 'string' ? value.length : 0;
  const over = characterLimit != null && length > characterLimit;
  const ids = [
    hint ? `${inputId}-hint` : null,
    characterLimit != null ? `${inputId}-count` : null,
    error ? `${inputId}-error` : null,
  ].filter(Boolean);
  return (
    <FieldBox>
      <Label htmlFor={inputId}>
        {label}
        {optional ? <OptionalMark> (optional)</OptionalMark> : null}
      </Label>
      {control({
        id: inputId,
        'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
        'aria-invalid': Boolean(error) || over || undefined,
      })}
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      {characterLimit != null ? (
        <Counter id={`${inputId}-count`} over={over} aria-live={over ? 'polite' : undefined} data-testid="character-counter">
          {characterCount(length, characterLimit)}
        </Counter>
      ) : null}
      {error ? (
        <FieldError id={`${inputId}-error`} data-testid="field-error">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
}

/** A labelled text input; the label is a real <label for>. */
export function TextField({ label, hint, optional, error, characterLimit, id, ...inputProps }: FieldProps & ComponentProps<typeof Input>) {
  return (
    <LabelledField
      {...{ id, label, hint, optional, error, characterLimit }}
      value={inputProps.value}
      control={(controlProps) => <Input {...controlProps} {...inputProps} />}
    />
  );
}

type PasswordFieldProps = Omit<FieldProps & ComponentProps<typeof Input>, 'label' | 'name' | 'type' | 'autoComplete' | 'hint'> & {
  /** `new` lets the browser suggest a strong password and says the minimum; `current` lets it fill the saved one. */
  purpose: 'current' | 'new';
};

/** The password input of every form (signing in or up, confirming the account's deletion). */
export function PasswordField({ purpose, ...inputProps }: PasswordFieldProps) {
  return (
    <TextField
      label="Password"
      name="password"
      type="password"
      autoComplete={`${purpose}-password`}
      hint={purpose === 'new' ? 'At least 6 characters.' : undefined}
      {...inputProps}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  optional,
  error,
  characterLimit,
  id,
  ...textAreaProps
}: FieldProps & ComponentProps<typeof TextArea>) {
  return (
    <LabelledField
      {...{ id, label, hint, optional, error, characterLimit }}
      value={textAreaProps.value}
      control={(controlProps) => <TextArea {...controlProps} {...textAreaProps} />}
    />
  );
}

export function SelectField({ label, hint, id, children, ...props }: FieldProps & ComponentProps<typeof Select> & { children: ReactNode }) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <FieldBox>
      <Label htmlFor={selectId}>{label}</Label>
      <Select id={selectId} aria-describedby={hintId} {...props}>
        {children}
      </Select>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldBox>
  );
}

const OptionalMark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 0)};
`;

const SwitchText = styled.div`
  min-width: 0;
`;

const SwitchLabel = styled.label`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const SwitchDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A native checkbox with role="switch", drawn as a sliding toggle. */
const SwitchInput = styled.input`
  appearance: none;
  flex-shrink: 0;
  position: relative;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.normal};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(20px);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <SwitchRow>
      <SwitchText>
        <SwitchLabel htmlFor={id}>{label}</SwitchLabel>
        {description ? <SwitchDescription id={descriptionId}>{description}</SwitchDescription> : null}
      </SwitchText>
      <SwitchInput
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </SwitchRow>
  );
}
