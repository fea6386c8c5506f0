import { Suspense, lazy } from 'react';
import { useAtom, useAtomValue } from '../../../lib/app-jotai';
import { showLoginAtom, userIdAtom } from '@jincheng/shared';

/** The forms load when the dialog first opens: no page's first load carries them. */
const LoginDialogBody = lazy(() => import('./login-dialog-body'));

/** Shown when the show-login flag is set and there is no userId (spec §2). */
export function LoginDialog() {
  const [shown, setShown] = useAtom(showLoginAtom);
  const userId = useAtomValue(userIdAtom);
  if (!shown || userId) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogBody onClose={() => setShown(false)} />
    </Suspense>
  );
}
