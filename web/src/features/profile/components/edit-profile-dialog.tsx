import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/contract/auth';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PROFILE_SERVER_FIELDS,
  ProfileFormSchema,
  type ProfileFormValues,
  profileErrorMessage,
  profileFormDefaults,
  toProfileUpdateBody,
} from '../../../components/form/account-form';
import { PasswordField, TextField } from '../../../components/form/bound-fields';
import { showServerErrors } from '../../../components/form/server-errors';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

/** The Edit Profile button and its dialog (docs/roles-and-ownership.md). */
export function EditProfileDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} className="w-[min(36rem,calc(100vw-1.5rem))]!">
        <DialogTitle className="pr-12 font-display text-xl font-bold">Edit Profile</DialogTitle>
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {open ? <ProfileForm user={user} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { updateProfile } = useAuth();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormDefaults(user),
  });

  function submit(values: ProfileFormValues) {
    updateProfile.mutate(toProfileUpdateBody(values), {
      onSuccess: () => {
        toast.success('Settings updated', { description: 'Your profile has been successfully updated.' });
        onDone();
      },
      onError: (err) => {
        showServerErrors(form, toApiError(err).fields, PROFILE_SERVER_FIELDS);
        toast.error('Error', { description: profileErrorMessage(err) });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-5 grid gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
          Account Information
        </legend>
        <TextField
          form={form}
          name="username"
          id="profile-username"
          label="Username"
          autoComplete="username"
        />
        <TextField
          form={form}
          name="email"
          id="profile-email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <TextField
          form={form}
          name="full_name"
          id="profile-full_name"
          label="Full name"
          className="sm:col-span-2"
          autoComplete="name"
        />
        <TextField
          form={form}
          name="country_code"
          id="profile-country_code"
          label="Country code"
          inputMode="tel"
          autoComplete="tel-country-code"
        />
        <TextField
          form={form}
          name="phone"
          id="profile-phone"
          label="Phone"
          type="tel"
          autoComplete="tel-national"
        />
        <TextField
          form={form}
          name="address"
          id="profile-address"
          label="Address"
          className="sm:col-span-2"
          autoComplete="street-address"
        />
      </fieldset>

      <fieldset className="grid gap-4 border-t border-line pt-4">
        <legend className="float-left mb-1 text-sm font-semibold tracking-wide text-muted uppercase">
          Change Password
        </legend>
        <p className="clear-left text-sm text-muted">Leave these empty to keep your current password.</p>
        <PasswordField
          form={form}
          name="current_password"
          id="profile-current_password"
          label="Current password"
          autoComplete="current-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            form={form}
            name="new_password"
            id="profile-new_password"
            label="New password"
            autoComplete="new-password"
          />
          <PasswordField
            form={form}
            name="confirm_password"
            id="profile-confirm_password"
            label="Confirm new password"
            autoComplete="new-password"
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={updateProfile.isPending}
          aria-busy={updateProfile.isPending || undefined}
        >
          {updateProfile.isPending ? 'Please wait...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
