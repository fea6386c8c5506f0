import { useState } from 'react';
import { toast } from '@jincheng/shared';
import { Modal } from '../../../ui/modal';
import { MESSAGES } from './validation';
import styles from './login-dialog.module.css';

const DOCUMENTS = {
  agreement: { title: '用户协议', src: '/legal/user-agreement.html' },
  privacy: { title: '隐私政策', src: '/legal/privacy.html' },
} as const;

export interface AgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The agreement state every sign-in view receives from the dialog. */
export interface AgreementState {
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}

/** Spec §5: nothing signs in until the box is ticked; returns whether it may go on. */
export function requireAgreement(agreed: boolean): boolean {
  if (!agreed) toast.warning(MESSAGES.agreement);
  return agreed;
}

/** The agreement box that must be ticked before logging in; each document opens in a framed dialog. */
export function Agreement({ checked, onChange }: AgreementProps) {
  const [open, setOpen] = useState<keyof typeof DOCUMENTS | null>(null);
  const doc = open ? DOCUMENTS[open] : null;
  return (
    <div className={styles.agreement}>
      <label className={styles.agreementLabel}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>我已阅读并同意</span>
      </label>
      <button type="button" className={styles.linkButton} onClick={() => setOpen('agreement')}>
        《用户协议》
      </button>
      <span>和</span>
      <button type="button" className={styles.linkButton} onClick={() => setOpen('privacy')}>
        《隐私政策》
      </button>
      {doc && (
        <Modal title={doc.title} onClose={() => setOpen(null)} width={720}>
          <iframe className={styles.legalFrame} src={doc.src} title={doc.title} />
        </Modal>
      )}
    </div>
  );
}
