export { Avatar } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
export { DEFAULT_AVATAR } from './default-avatar';
