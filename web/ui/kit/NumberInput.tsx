import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, type InputNumberProps } from 'antd';
import { useT } from '../../lib/i18n';
import { uiMessages } from '../messages';

/**
 * The kit's number box: antd's, with steppers named in the page's language. antd's own steppers call themselves
 * 'Increase Value' and 'Decrease Value' in every language, so the box draws none and puts a minus before and a plus
 * after it instead (as antd's spinner does). As before, the arrow keys step the box and the buttons are for the mouse.
 * It is controlled: its value and onChange come from the page or from its Form.Item.
 */
export function NumberInput({ value, onChange, min, max, step = 1, precision, disabled, readOnly, ...rest }: InputNumberProps<number>) {
  const t = useT(uiMessages);
  const fixed = disabled || readOnly;
  const by = (direction: 1 | -1) => {
    let next = (typeof value === 'number' ? value : (min ?? 0)) + direction * Number(step);
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    onChange?.(precision === undefined ? next : Number(next.toFixed(precision)));
  };
  const stepper = (direction: 1 | -1) => (
    <Button
      type="text"
      size="small"
      tabIndex={-1}
      aria-label={t(direction === 1 ? 'kit.increase' : 'kit.decrease')}
      icon={direction === 1 ? <PlusOutlined aria-hidden /> : <MinusOutlined aria-hidden />}
      disabled={
        fixed || (typeof value === 'number' && (direction === 1 ? max !== undefined && value >= max : min !== undefined && value <= min))
      }
      onClick={() => by(direction)}
    />
  );
  return (
    <InputNumber<number>
      {...rest}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      step={step}
      precision={precision}
      disabled={disabled}
      readOnly={readOnly}
      controls={false}
      prefix={stepper(-1)}
      suffix={stepper(1)}
    />
  );
}
