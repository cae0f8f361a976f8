// The markup and styles of antd-mobile's Form in card mode, horizontal (its Form.Item in a List),
// without rc-field-form, async-validator and the label's help Popover (floating-ui): ~30 KB gz that
// a form page would load before it paints. The page keeps its values and errors in React state. The
// List's markup is written out too: its item imports an arrow icon these rows never show.
import 'antd-mobile/es/components/form/index.css';
import 'antd-mobile/es/components/list/list.css';
import type { ReactNode } from 'react';
import { classList } from './class-list';

interface FormItemProps {
  /** The control's id, which the label names. */
  id: string;
  label: ReactNode;
  /** Shown under the control and announced when it appears. */
  error?: string | null;
  /** The control at the row's end (a switch) instead of after the label. */
  childAtEnd?: boolean;
  className?: string;
  children: ReactNode;
}

/** One labelled row of a form card; a row with an error is marked as antd-mobile marks it. */
export function FormItem({ id, label, error, childAtEnd = false, className, children }: FormItemProps) {
  const classes = classList('adm-form-item', 'adm-form-item-horizontal', error ? 'adm-form-item-has-error' : '', className ?? '');
  return (
    <div className={`adm-list-item ${classes}`}>
      <div className="adm-list-item-content">
        <div className="adm-list-item-content-prefix">
          <label className="adm-form-item-label" htmlFor={id}>
            {label}
          </label>
        </div>
        <div className="adm-list-item-content-main">
          <div className={`adm-form-item-child adm-form-item-child-position-${childAtEnd ? 'right' : 'normal'}`}>
            <div className="adm-form-item-child-inner">{children}</div>
          </div>
          {error ? (
            <div className="adm-list-item-description">
              <div className="adm-form-item-feedback-error" id={`${id}-error`} role="alert">
                {error}
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

interface FormCardProps {
  onSubmit: () => void;
  className?: string;
  footer?: ReactNode;
  /** Each group of rows is a card of its own (antd-mobile's Form.Header between them). */
  groups: ReactNode[];
}

/** A form of cards of rows and a footer (the save button); the page checks its values on submit. */
export function FormCard({ onSubmit, className, footer, groups }: FormCardProps) {
  return (
    <form
      className={className ? `adm-form ${className}` : 'adm-form'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {groups.map((rows, index) => (
        <div key={index} className="adm-list adm-list-card">
          <div className="adm-list-body">
            <div className="adm-list-body-inner">{rows}</div>
          </div>
        </div>
      ))}
      {footer ? <div className="adm-form-footer">{footer}</div> : null}
    </form>
  );
}
