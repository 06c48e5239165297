"""The library tools and opening hands, and the card browser they share."""
