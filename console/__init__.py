"""Staff console: the Django admin site and the token-authenticated API."""
