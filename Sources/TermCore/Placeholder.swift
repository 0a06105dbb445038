// Placeholder until this module's first type lands.
