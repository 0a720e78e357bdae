import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A password box with a show/hide button: typing a long password on a phone keyboard is error
 * prone, and seeing it beats retyping it. The button keeps a 44 px touch target.
 */
export function PasswordInput({
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
      >
        {visible ? (
          <EyeOff aria-hidden className="h-5 w-5" />
        ) : (
          <Eye aria-hidden className="h-5 w-5" />
        )}
      </button>
    </div>
  );
}
