import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { showLoginAtom, userIdAtom, type CancellationPending } from '@jincheng/shared';
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

/** Shown when the show-login flag is set and there is no userId (spec §2). */
export function LoginDialog() {
  const [shown, setShown] = useAtom(showLoginAtom);
  const userId = useAtomValue(userIdAtom);
  if (!shown || userId) return null;
  return <LoginDialogBody onClose={() => setShown(false)} />;
}

function LoginDialogBody({ onClose }: { onClose: () => void }) {
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
