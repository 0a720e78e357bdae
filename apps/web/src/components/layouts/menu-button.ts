/** The look of the phone's menu button, drawn by mobile-nav.tsx and then by mobile-drawer.tsx. */
export const MENU_BUTTON_CLASS =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100';
