"""What every part shares: dialogs, plain text, messages and translations, log lines."""
