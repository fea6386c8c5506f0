import { ComingSoon } from '@jincheng/shared';

/** 充值中心（首单福利） — a placeholder screen until the account release fills it. */
export default function TopUpPage() {
  return (
    <ComingSoon
      title="充值中心（首单福利）"
      arrives="充值套餐、首单福利与支付随「账户」模块的后续版本上线。"
    />
  );
}
