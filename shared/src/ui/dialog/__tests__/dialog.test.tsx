import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ToastHost, toast, clearToasts } from '../../toast';
import { Dialog } from '../dialog';

function Page({ keepOpen = false }: { keepOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(0);
  const name = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        修改昵称
      </button>
      <p>关闭请求 {asked}</p>
      {open && (
        <Dialog
          title="修改昵称"
          closeButton
          initialFocus={name}
          describedBy="nickname-hint"
          onClose={() => {
            setAsked((n) => n + 1);
            if (!keepOpen) setOpen(false);
          }}
        >
          <p id="nickname-hint">昵称 2–12 个字</p>
          <input ref={name} aria-label="昵称" />
          <button type="button">保存</button>
        </Dialog>
      )}
      <ToastHost />
    </main>
  );
}

async function openDialog() {
  const opener = screen.getByRole('button', { name: '修改昵称' });
  opener.focus();
  await userEvent.keyboard('{Enter}');
  return { opener, dialog: screen.getByRole('dialog', { name: '修改昵称' }) };
}

afterEach(() => act(() => clearToasts()));

it('opens as a modal <dialog>, named by its title and described, with focus on the chosen control', async () => {
  render(<Page />);
  const { dialog } = await openDialog();
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAccessibleDescription('昵称 2–12 个字');
  expect(screen.getByRole('textbox', { name: '昵称' })).toHaveFocus();
  // Rendered at the end of the body, whatever opened it.
  expect(document.body.lastElementChild).toBe(dialog);
});

it('closes on Escape and gives the focus back to the opener', async () => {
  render(<Page />);
  const { opener } = await openDialog();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(screen.getByText('关闭请求 1')).toBeInTheDocument();
});

it('closes from 关闭 and from a press on the backdrop, not from a press inside', async () => {
  render(<Page />);
  const { opener, dialog } = await openDialog();
  fireEvent.mouseDown(screen.getByText('昵称 2–12 个字'));
  expect(dialog).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  const again = await openDialog();
  fireEvent.mouseDown(again.dialog);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('stays open when its owner keeps it (a busy action), also after the browser closed it itself', async () => {
  render(<Page keepOpen />);
  const { dialog } = await openDialog();
  await userEvent.keyboard('{Escape}');
  expect(dialog).toHaveAttribute('open');
  act(() => (dialog as HTMLDialogElement).close());
  await act(async () => undefined);
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByText('关闭请求 2')).toBeInTheDocument();
});

it('shows toasts inside the open dialog (the page behind is inert) and back on the page after', async () => {
  render(<Page />);
  const { dialog } = await openDialog();
  act(() => toast.warning('昵称已被占用'));
  const region = screen.getByRole('status', { name: '消息提示' });
  expect(dialog).toContainElement(region);
  expect(region).toHaveTextContent('昵称已被占用');
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('status', { name: '消息提示' })).toHaveTextContent('昵称已被占用');
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('status', { name: '消息提示' }));
});
