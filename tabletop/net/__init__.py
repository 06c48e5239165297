"""Remote play over NATS: the host runs the one game; seats see only their views (no Qt)."""
