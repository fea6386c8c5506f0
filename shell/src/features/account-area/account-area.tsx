import { useState } from 'react';
import { Modal } from '../../ui/modal';
import styles from './account-area.module.css';

/** The right side of the header for a signed-out visitor: 登录 opens the login dialog. */
export function AccountArea() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.login} onClick={() => setOpen(true)}>
        登录
      </button>
      {open && (
        <Modal title="登录" onClose={() => setOpen(false)}>
          <p className={styles.note}>
            登录对话框（验证码登录、密码登录、微信扫码登录）随账户功能上线，敬请期待。
          </p>
        </Modal>
      )}
    </>
  );
}
