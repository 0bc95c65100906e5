"""Documents: the Source model, parsing and chunking, the Weaviate adapter, ingestion and search."""
