"""Cards → Card database… (`dbdialog`, its work in a thread: `jobs`)."""
