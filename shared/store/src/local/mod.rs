//! The local adapter: one embedded SQLite file plus an artifact folder. (In progress.)
