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
  // One agreement for every way in (spec §2): ticked once, it holds for the form, WeChat and the reset.
  const [agreed, setAgreed] = useState(false);
  const agreement = { agreed, onAgree: setAgreed };
  const toForm = () => setView({ kind: 'form' });
  const onCancellation = (pending: CancellationPending) => setView({ kind: 'revoke', pending });
  return (
    <Modal title="登录锦城体育" onClose={onClose} width={400}>
      {view.kind === 'form' && (
        <LoginForm
          {...agreement}
          onCancellation={onCancellation}
          onWechat={() => setView({ kind: 'wechat' })}
          onForgot={() => setView({ kind: 'forgot' })}
        />
      )}
      {view.kind === 'wechat' && <WechatLogin {...agreement} onBack={toForm} />}
      {view.kind === 'forgot' && (
        <ForgotPasswordForm {...agreement} onBack={toForm} onCancellation={onCancellation} />
      )}
      {view.kind === 'revoke' && <RevokeCancellation pending={view.pending} onBack={toForm} />}
    </Modal>
  );
}
