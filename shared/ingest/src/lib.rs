//! Fetching, sanitizing and extracting recipes from web pages: the ingest pipeline's I/O-free core.
//! Empty until the extraction issue lands; the crate exists so the workspace has its final shape.
