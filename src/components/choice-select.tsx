import { useState, type ComponentProps, type ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface ChoiceSelectProps extends Omit<ComponentProps<typeof SelectTrigger>, 'children' | 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
}

/**
 * A Select of fixed choices whose options are built when first wanted (the trigger is pointed at,
 * focused or opened), not with the page. Closed, Radix renders every option into a hidden fragment and
 * registers each from a layout effect: a second, synchronous render of every select right after a
 * screen's first commit (the longest task of an admin list's cold load, with six filters). The trigger
 * shows the chosen label itself, so nothing on screen waits for the options.
 */
export function ChoiceSelect({ value, onValueChange, choices, onFocus, onPointerEnter, ...trigger }: ChoiceSelectProps) {
  const [wanted, setWanted] = useState(false);
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <Select value={value} onValueChange={onValueChange} onOpenChange={(open) => open && setWanted(true)}>
      <SelectTrigger
        {...trigger}
        onFocus={(event) => {
          setWanted(true);
          onFocus?.(event);
        }}
        onPointerEnter={(event) => {
          setWanted(true);
          onPointerEnter?.(event);
        }}
      >
        <SelectValue>{chosen?.label ?? value}</SelectValue>
      </SelectTrigger>
      {wanted && (
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
