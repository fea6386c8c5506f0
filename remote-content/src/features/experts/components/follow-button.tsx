import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from '../../../lib/app-jotai';
import { isSignedInAtom, showLoginAtom, toast } from '@jincheng/shared';
import { followExpert } from '../api/expert-api';
import styles from './expert-profile.module.css';

export interface FollowButtonProps {
  expertId: number;
  expertName: string;
  following: boolean;
  onChange: (following: boolean, followers: number) => void;
}

/** 关注 / 已关注. A visitor gets the login dialog instead; the server keeps the follow (sport_follows). */
export function FollowButton({ expertId, expertName, following, onChange }: FollowButtonProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const follow = useMutation({
    mutationFn: (next: boolean) => followExpert(expertId, next),
    onSuccess: (res) => {
      onChange(res.following, res.followers);
      toast.success(res.following ? `已关注${expertName}` : `已取消关注${expertName}`);
    },
    // On failure the request client has already shown why; the button stays as the server has it.
  });
  const busy = follow.isPending;

  const toggle = () => {
    if (!signedIn) {
      showLogin(true);
      return;
    }
    follow.mutate(!following);
  };

  return (
    <button
      type="button"
      className={following ? styles.following : styles.follow}
      aria-pressed={following}
      aria-busy={busy}
      disabled={busy}
      onClick={toggle}
    >
      {following ? '已关注' : '+ 关注'}
    </button>
  );
}
