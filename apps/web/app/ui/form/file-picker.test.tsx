// The file field in the shop's words: Japanese whatever the browser's language, the chosen file
// shown by name and size, and a way to take it back.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { FilePicker, fileSizeLabel } from './file-picker';

afterEach(cleanup);

function Picker() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="artwork">入稿データ</label>
      <FilePicker
        id="artwork"
        label="入稿データ"
        file={file}
        accept=".png"
        onChoose={setFile}
        onRemove={() => setFile(null)}
      />
    </>
  );
}

it('opens from a Japanese label, shows the chosen file and takes it back', () => {
  render(<Picker />);
  expect(screen.getByText('ファイルを選ぶ')).toBeTruthy();
  expect(screen.getByText('選択されていません')).toBeTruthy();

  const input = screen.getByLabelText('入稿データ', { selector: 'input' });
  const file = new File([new Uint8Array(2048)], 'artwork.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  expect(screen.getByTestId('artwork-chosen').textContent).toBe('artwork.png（2 KB）');
  expect(screen.queryByText('ファイルを選ぶ')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '入稿データ（artwork.png）を取り消す' }));
  expect(screen.getByText('ファイルを選ぶ')).toBeTruthy();
});

it('writes sizes as a customer reads them', () => {
  expect(fileSizeLabel(100)).toBe('1 KB');
  expect(fileSizeLabel(512 * 1024)).toBe('512 KB');
  expect(fileSizeLabel(2.4 * 1024 * 1024)).toBe('2.4 MB');
});
