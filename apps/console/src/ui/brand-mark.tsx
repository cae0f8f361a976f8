import { brand } from '@emall/contract';

/** The brand's square mark: the first character of its name on the brand blue. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: size / 4,
        background: `linear-gradient(135deg, ${brand.colors.primary}, #3B82F6)`,
        color: '#fff',
        fontWeight: 700,
        fontSize: size / 2,
      }}
    >
      {brand.name.slice(0, 1)}
    </span>
  );
}
