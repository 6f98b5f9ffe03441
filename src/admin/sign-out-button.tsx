import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { bmsSystemAdminSignOut } from '@generated/bms-system/api/bms-system';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { clearSession } from './session';

/** Sign-out after confirmation; the local session ends even when the server call fails. */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const [open, setOpen] = useState(false);

  async function signOut() {
    try {
      await bmsSystemAdminSignOut({ message: false });
    } finally {
      clearSession();
      setOpen(false);
      onSignedOut();
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <LogOut aria-hidden />
          退出登录
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>退出登录</AlertDialogTitle>
          <AlertDialogDescription>确定要退出登录吗？</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>取消</AlertDialogCancel>
          <AlertDialogAction onClick={() => void signOut()}>确定</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
