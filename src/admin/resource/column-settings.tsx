import type { FieldMeta } from '@generated/manifest/types';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

interface ColumnSettingsProps {
  fields: FieldMeta[];
  visibility: ColumnVisibilityState;
  onToggle: (name: string, visible: boolean) => void;
}

export function ColumnSettings({ fields, visibility, onToggle }: ColumnSettingsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden />
          列设置
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>显示的列</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {fields.map((field) => (
          <DropdownMenuCheckboxItem
            key={field.name}
            checked={visibility[field.name] !== false}
            onCheckedChange={(checked) => onToggle(field.name, checked)}
            onSelect={(e) => e.preventDefault()}
          >
            {field.title}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
