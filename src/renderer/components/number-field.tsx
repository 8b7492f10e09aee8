import { TextInput, type TextInputProps } from '@mantine/core';
import { type RefObject, useRef, useState } from 'react';

/**
 * What a number field accepts. The same bounds as the field's zod contract, so the message the
 * person reads before sending matches what the server would refuse.
 */
export interface NumberRules {
  min?: number;
  max?: number;
  /** Whole numbers only (bay, minutes, year). */
  integer?: boolean;
  /** Most decimals allowed when not `integer` (1 for °C, 2 for tonnes). */
  decimals?: number;
  /** Blank is an error instead of "no value". */
  required?: boolean;
}

export type NumberParse = { ok: true; value: number | null } | { ok: false; error: string };

const formatBound = (value: number) => value.toLocaleString('es-MX', { maximumFractionDigits: 6 });

/** "entre 1 y 99", "mayor o igual a 0"… the range in words, for every out-of-range message. */
function rangeMessage({ min, max }: NumberRules): string {
  if (min !== undefined && max !== undefined) return `Debe ser un número entre ${formatBound(min)} y ${formatBound(max)}.`;
  if (min !== undefined) return `Debe ser un número mayor o igual a ${formatBound(min)}.`;
  return `Debe ser un número menor o igual a ${formatBound(max!)}.`;
}

// Digits with an optional sign, es-MX thousands commas in groups of three and a decimal point.
// "21,5" is refused rather than read as 215 or 21.5: guessing is how a weight ends up wrong.
const NUMBER_TEXT = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Reads what the person typed, without ever changing it: a number (or null when blank and
 * optional) or the Spanish reason it is not acceptable. Mantine's NumberInput clamped "-3" to 1
 * and "-500" to 0 and the form sent those; this refuses them instead.
 */
export function parseNumberText(text: string, rules: NumberRules = {}): NumberParse {
  // The typographic minus (U+2212) is what some phone keyboards and pasted documents give.
  const trimmed = text.trim().replace(/\u2212/g, '-');
  if (trimmed === '') return rules.required ? { ok: false, error: 'Escribe un número.' } : { ok: true, value: null };
  const match = NUMBER_TEXT.exec(trimmed);
  if (!match) return { ok: false, error: 'Escribe solo un número, sin letras ni otros signos (p. ej. 1,250.5).' };
  const fraction = match[1];
  if (fraction !== undefined && rules.integer) return { ok: false, error: 'Solo números enteros.' };
  if (fraction !== undefined && rules.decimals !== undefined && fraction.length > rules.decimals) {
    return { ok: false, error: rules.decimals === 0 ? 'Solo números enteros.' : `Usa como máximo ${rules.decimals} ${rules.decimals === 1 ? 'decimal' : 'decimales'}.` };
  }
  const value = Number(trimmed.replace(/,/g, ''));
  if ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max)) return { ok: false, error: rangeMessage(rules) };
  // "-0" is a valid reading of zero, never a negative number to send.
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** A stored number as the field shows it before anyone types: plain digits, no grouping. */
export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export interface NumberFieldState {
  text: string;
  setText: (text: string) => void;
  parsed: NumberParse;
  rules: NumberRules;
  /** The error shows once the person leaves the field or tries to send, not while typing "-". */
  revealed: boolean;
  reveal: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The state of one number field: the raw text and what it reads as. */
export function useNumberField(initial: number | null | undefined, rules: NumberRules): NumberFieldState {
  const [text, setText] = useState(() => numberText(initial));
  const [revealed, setRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  return { text, setText, parsed: parseNumberText(text, rules), rules, revealed, reveal: () => setRevealed(true), inputRef };
}

/**
 * Before sending: shows every number field's error and moves the focus to the first wrong one.
 * true when all of them read as numbers in range (the form sends nothing otherwise).
 */
export function numberFieldsAreValid(fields: readonly NumberFieldState[]): boolean {
  fields.forEach((field) => field.reveal());
  const firstWrong = fields.find((field) => !field.parsed.ok);
  firstWrong?.inputRef.current?.focus();
  return firstWrong === undefined;
}

/** The parsed value of a field the form has already checked (null: left blank). */
export const numberValue = (field: NumberFieldState): number | null => (field.parsed.ok ? field.parsed.value : null);

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'required' | 'inputMode'> {
  field: NumberFieldState;
  /** The server's message for this field, shown when the text itself reads fine. */
  error?: string;
}

/**
 * A text box for a number that never rewrites what was typed (no clamping, no dropped minus
 * sign, no reformatting on blur); out-of-range or malformed input is shown as the field's error.
 */
export function NumberField({ field, error, onBlur, ...props }: NumberFieldProps) {
  const { rules } = field;
  const ownError = field.revealed && !field.parsed.ok ? field.parsed.error : undefined;
  // Phone keypads without a minus key would make a negative bound untypeable.
  const inputMode = rules.min !== undefined && rules.min >= 0 ? (rules.integer ? 'numeric' : 'decimal') : 'text';
  return (
    <TextInput
      {...props}
      ref={field.inputRef}
      inputMode={inputMode}
      autoComplete="off"
      withAsterisk={rules.required}
      aria-required={rules.required || undefined}
      value={field.text}
      onChange={(event) => field.setText(event.currentTarget.value)}
      onBlur={(event) => {
        // Leaving for the form's submit button: the submit shows the error and brings the focus
        // back. Showing it here would push the button down between the press and the release,
        // so the click would miss it and nothing would happen.
        const next = event.relatedTarget;
        const toSubmit = next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form;
        if (field.text.trim() !== '' && !toSubmit) field.reveal();
        onBlur?.(event);
      }}
      error={ownError ?? error}
    />
  );
}
