import Stepper, { type StepperRef } from 'antd-mobile/es/components/stepper';
import { useLayoutEffect, useRef } from 'react';

/** What antd-mobile repeats on the input's wrapper, where a plain div may not carry them. */
const MISPLACED = ['aria-valuenow', 'aria-valuemax', 'aria-valuemin'] as const;

interface QuantityStepperProps {
  /** The spinbutton's accessible name (e.g. the goods' name and 数量). */
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  className?: string;
  onChange: (value: number) => void;
}

/**
 * antd-mobile's Stepper with its spinbutton named: the library leaves the input without a name
 * and repeats its aria-value* on the input's wrapper, where they are not allowed — axe's `label`
 * and `aria-allowed-attr`, which held the cart at 88 in Lighthouse's accessibility score (issue 16).
 * Mended whenever the Stepper sets them again (a changed value).
 */
export function QuantityStepper({ label, ...props }: QuantityStepperProps) {
  const ref = useRef<StepperRef>(null);
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement;
    const wrapper = input?.parentElement;
    if (!input || !wrapper) return undefined;
    input.setAttribute('aria-label', label);
    const strip = () => {
      for (const name of MISPLACED) if (wrapper.hasAttribute(name)) wrapper.removeAttribute(name);
    };
    strip();
    // The Stepper sets them again on its own renders (a typed value, a value synced from props).
    const observer = new MutationObserver(strip);
    observer.observe(wrapper, { attributes: true, attributeFilter: [...MISPLACED] });
    return () => observer.disconnect();
  }, [label]);
  return <Stepper ref={ref} digits={0} {...props} />;
}
