// Issue 9, point 5: a field in error tells a screen reader so. Every primitive marks its control
// aria-invalid, points aria-describedby at its message, and the message is an alert (read out as
// it appears); without an error none of that is left behind.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, CheckboxGroup, RadioGroup } from './choice-group';
import { FormAlert } from './form-alert';
import { SelectField } from './select-field';
import { TextArea } from './text-area';
import { TextField } from './text-field';

afterEach(cleanup);

const options = [
  { value: 'a', label: 'あり' },
  { value: 'b', label: 'なし' },
];

type FieldCase = [name: string, render: (error?: string) => ReactElement, control: () => HTMLElement];

const fields: FieldCase[] = [
  [
    'TextField',
    (error) => <TextField label="姓" required hint="全角で入力" error={error} />,
    () => screen.getByRole('textbox', { name: '姓' }),
  ],
  [
    'TextArea',
    (error) => <TextArea label="お問い合わせ内容" required hint="500文字まで" error={error} />,
    () => screen.getByRole('textbox', { name: 'お問い合わせ内容' }),
  ],
  [
    'SelectField',
    (error) => <SelectField label="都道府県" required hint="お届け先" options={options} error={error} />,
    () => screen.getByRole('combobox', { name: '都道府県' }),
  ],
  [
    'CheckboxField',
    (error) => (
      <CheckboxField required hint="必ずお読みください" error={error}>
        利用規約に同意する
      </CheckboxField>
    ),
    () => screen.getByRole('checkbox', { name: /利用規約に同意する/ }),
  ],
  [
    'RadioGroup (first choice)',
    (error) => <RadioGroup label="のり" required hint="貼る場所" options={options} error={error} />,
    () => screen.getByRole('radio', { name: 'あり' }),
  ],
  [
    'CheckboxGroup (first choice)',
    (error) => <CheckboxGroup label="素材" required hint="複数可" options={options} error={error} />,
    () => screen.getByRole('checkbox', { name: 'あり' }),
  ],
];

/** The elements a control's aria-describedby names, in order. */
function descriptionsOf(control: HTMLElement): HTMLElement[] {
  const container = control.closest('fieldset') ?? control;
  const ids = (container.getAttribute('aria-describedby') ?? control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean);
  return ids.map((id) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`aria-describedby names a missing element: ${id}`);
    return element;
  });
}

describe.each(fields)('%s', (_name, renderField, control) => {
  it('in error: aria-invalid, described by its message, which is an alert', () => {
    render(renderField('必ず入力してください'));
    expect(control().getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('必ず入力してください');
    expect(descriptionsOf(control())).toContain(alert);
  });

  it('without an error: no aria-invalid, no alert, described by its hint only', () => {
    render(renderField(undefined));
    expect(control().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(descriptionsOf(control()).map((element) => element.textContent)).toHaveLength(1);
  });
});

describe('required groups', () => {
  it('a radio group is a radiogroup that carries aria-required (a plain group may not)', () => {
    render(<RadioGroup label="のり" required options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'のり' });
    expect(group.getAttribute('aria-required')).toBe('true');
  });

  it('a checkbox group says 必須 in its name instead of an aria-required it may not carry', () => {
    render(<CheckboxGroup label="素材" required options={options} />);
    const group = screen.getByRole('group', { name: '素材（必須）' });
    expect(group.hasAttribute('aria-required')).toBe(false);
  });
});

describe('FormAlert', () => {
  it('announces a message about the whole form', () => {
    render(<FormAlert message="メールアドレスまたはパスワードが正しくありません" />);
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスまたはパスワードが正しくありません');
  });

  it('renders nothing without a message (an empty alert would be read out)', () => {
    render(<FormAlert message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
