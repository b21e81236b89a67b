export { PostAdButton } from './post-ad-button';
export { PostAdDialogHost } from './post-ad-dialog-host';
export { openPostAd } from './post-ad-store';
