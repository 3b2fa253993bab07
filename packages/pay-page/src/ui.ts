/** Small building blocks of the pay page (plain createElement: these files also run as-is on the server under Node's type stripping). */
import { createElement as h, type ReactNode } from 'react';
import type { FieldErrors } from './pay-state.ts';

export const fieldId = (name: string) => `f-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

export type FieldProps = {
  name: string;
  label: string;
  errors: FieldErrors;
  value?: string | undefined;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  hint?: string;
  prefix?: string;
};

/** A labelled input; its error is tied to it with aria-describedby and aria-invalid. */
export function field(p: FieldProps): ReactNode {
  const id = fieldId(p.name);
  const error = p.errors[p.name]?.[0];
  const described = [p.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const input = h('input', {
    id,
    name: p.name,
    type: p.type ?? 'text',
    defaultValue: p.value ?? '',
    autoComplete: p.autoComplete ?? 'off',
    inputMode: p.inputMode,
    required: p.required,
    placeholder: p.placeholder,
    maxLength: p.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return h(
    'div',
    { className: 'field', key: p.name },
    h(
      'label',
      { htmlFor: id },
      p.label,
      p.required === false ? h('span', { className: 'opt' }, ' (optional)') : null,
    ),
    p.hint ? h('p', { className: 'hint', id: `${id}-hint` }, p.hint) : null,
    p.prefix
      ? h('div', { className: 'prefixed' }, h('span', { 'aria-hidden': true }, p.prefix), input)
      : input,
    error ? h('p', { className: 'error', id: `${id}-error` }, error) : null,
  );
}

export function submitButton(label: string, busy: boolean, extra: Record<string, unknown> = {}): ReactNode {
  return h(
    'button',
    { type: 'submit', className: 'primary', disabled: busy, 'aria-busy': busy || undefined, ...extra },
    busy ? h('span', { className: 'spinner', 'aria-hidden': true }) : null,
    busy ? 'Processing…' : label,
  );
}

export function hidden(name: string, value: string): ReactNode {
  return h('input', { type: 'hidden', name, value, key: `hidden-${name}` });
}

export function alert(text: string | null): ReactNode {
  return text ? h('p', { className: 'alert', role: 'alert' }, text) : null;
}

export function rows(items: [string, ReactNode][]): ReactNode {
  return h(
    'dl',
    { className: 'rows' },
    items.map(([k, v]) => h('div', { key: k }, h('dt', null, k), h('dd', null, v))),
  );
}
