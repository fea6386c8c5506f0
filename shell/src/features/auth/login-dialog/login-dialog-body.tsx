import { useState } from 'react';
import { type CancellationPending } from '@jincheng/shared';
import { Modal } from '../../../ui/modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RevokeCancellation } from './revoke-cancellation';
import { WechatLogin } from './wechat-login';

type View =
  | { kind: 'form' }
  | { kind: 'wechat' }
  | { kind: 'forgot' }
  | { kind: 'revoke'; pending: CancellationPending };

/** The dialog's content: code and password login, WeChat, password reset and revoking a cancellation. */
export default function LoginDialogBody({ onClose }: { onClose: () => void }) {
  const [view, setView] = useState<View>({ kind: 'form' });
  const toForm = () => setView({ kind: 'form' });
  const onCancellation = (pending: CancellationPending) => setView({ kind: 'revoke', pending });
  return (
    <Modal title="登录锦城体育" onClose={onClose} width={400}>
      {view.kind === 'form' && (
        <LoginForm
          onCancellation={onCancellation}
          onWechat={() => setView({ kind: 'wechat' })}
          onForgot={() => setView({ kind: 'forgot' })}
        />
      )}
      {view.kind === 'wechat' && <WechatLogin onBack={toForm} />}
      {view.kind === 'forgot' && <ForgotPasswordForm onBack={toForm} onCancellation={onCancellation} />}
      {view.kind === 'revoke' && <RevokeCancellation pending={view.pending} onBack={toForm} />}
    </Modal>
  );
}
