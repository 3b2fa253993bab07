/** A round picture, or the person's initials when there is none. */
import { cn } from '#lib/cn.ts';

const sizes = { sm: 'size-8 text-xs', lg: 'size-20 text-xl' } as const;

type AvatarProps = {
  src: string | null;
  name: string;
  size?: keyof typeof sizes;
  /** Text for the image; empty when the picture is decoration next to the name. */
  alt?: string;
  busy?: boolean;
};

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

export function Avatar({ src, name, size = 'sm', alt = '', busy = false }: AvatarProps) {
  const box = cn('inline-flex shrink-0 overflow-hidden rounded-full', sizes[size]);
  if (src) return <img src={src} alt={alt} className={cn(box, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'items-center justify-center bg-brand-100 font-semibold text-brand-800',
        busy && 'opacity-60',
      )}
    >
      {initials(name)}
    </span>
  );
}
